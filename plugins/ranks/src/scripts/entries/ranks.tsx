/**
 * The add-on's browser bundle, on every page while ranks is on: it only names the dashboard
 * page's component, whose code loads on that page alone. Rank labels are server-rendered HTML.
 */
// The facade's lazy registration costs about 2.3 KB gzip (as in plugins/online); the components load only on their pages.
// first-load budget: 3 KB gzip
import { addonApi } from "@library/addons/addonApi";

addonApi.registerLazyComponent("RanksAdmin", () => import(/* webpackChunkName: "RanksAdmin" */ "../RanksAdmin"));
