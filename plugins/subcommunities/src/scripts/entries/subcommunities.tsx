/**
 * The add-on's browser bundle, on every page while subcommunities is on. The title bar's picker is
 * in it (every page shows it while sections exist: no second request before it works); the
 * dashboard page's component loads on that page alone. Its chunk is left unnamed: each named
 * chunk adds its name to the shared webpack runtime, which every core entry's first load carries.
 */
// first-load budget: 5 KB gzip
import { addonApi } from "@library/addons/addonApi";
import SectionPicker from "../SectionPicker";

addonApi.registerComponent("SubcommunitiesPicker", SectionPicker);
addonApi.registerLazyComponent("SubcommunitiesAdmin", () => import("../SubcommunitiesAdmin"));
