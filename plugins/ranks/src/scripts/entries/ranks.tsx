/**
 * The add-on's browser bundle, on every page while ranks is on: it only names the dashboard
 * page's component, whose code loads on that page alone. Rank labels are server-rendered HTML.
 */
// first-load budget: 1 KB gzip
import { addonApi } from "@library/addons/addonApi";

addonApi.registerLazyComponent("RanksAdmin", () => import(/* webpackChunkName: "RanksAdmin" */ "../RanksAdmin"));
