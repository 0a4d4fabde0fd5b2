/** The add-on's client bundle: included on every page while the add-on is enabled. */
// first-load budget: 5 KB gzip
import { addonApi } from "@library/addons/addonApi";

addonApi.registerLazyComponent("WhosOnline", () => import(/* webpackChunkName: "WhosOnline" */ "../WhosOnline"));
