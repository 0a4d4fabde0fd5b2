/**
 * The add-on's browser bundle, on every page while subcommunities is on: it only names its
 * components, whose code loads on the pages that show them (the title bar's picker while sections
 * exist, the dashboard page).
 */
// first-load budget: 3 KB gzip
import { addonApi } from "@library/addons/addonApi";

addonApi.registerLazyComponent("SubcommunitiesPicker", () => import(/* webpackChunkName: "SubcommunitiesPicker" */ "../SectionPicker"));
addonApi.registerLazyComponent("SubcommunitiesAdmin", () => import(/* webpackChunkName: "SubcommunitiesAdmin" */ "../SubcommunitiesAdmin"));
