/**
 * The add-on's browser bundle, on every page while badges is on: it only names its components,
 * whose code loads on the pages that show them (the profile's section, /badges, the dashboard).
 */
// The facade's lazy registration costs about 2.3 KB gzip (as in plugins/online); the components load only on their pages.
// first-load budget: 3 KB gzip
import { addonApi } from "@library/addons/addonApi";

addonApi.registerLazyComponent("BadgesProfile", () => import(/* webpackChunkName: "BadgesProfile" */ "../BadgesProfile"));
addonApi.registerLazyComponent("BadgesPage", () => import(/* webpackChunkName: "BadgesPage" */ "../BadgesPage"));
addonApi.registerLazyComponent("BadgesAdmin", () => import(/* webpackChunkName: "BadgesAdmin" */ "../BadgesAdmin"));
