// axe-core on every page and open state in the dark colour scheme (see accessibilityChecks.ts).
import { describeAccessibility } from "./accessibilityChecks";

describeAccessibility("dark");
