// axe-core on every page and open state in the light colour scheme (see accessibilityChecks.ts).
import { describeAccessibility } from "./accessibilityChecks";

describeAccessibility("light");
