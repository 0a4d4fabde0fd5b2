/**
 * The add-on's browser bundle, on every page while badges is on: it only names its components,
 * whose code loads on the pages that show them (the profile's section, /badges, the dashboard).
 */
// first-load budget: 1 KB gzip
import { addonApi } from "@library/addons/addonApi";

addonApi.registerLazyComponent("BadgesProfile", () => import(/* webpackChunkName: "BadgesProfile" */ "../BadgesProfile"));
addonApi.registerLazyComponent("BadgesPage", () => import(/* webpackChunkName: "BadgesPage" */ "../BadgesPage"));
addonApi.registerLazyComponent("BadgesAdmin", () => import(/* webpackChunkName: "BadgesAdmin" */ "../BadgesAdmin"));
