/**
 * The add-on's client bundle, on every page while the add-on is on: it only names the vote
 * widget, whose code loads on the idea pages that show it. The /ideas page is server HTML.
 */
// first-load budget: 3 KB gzip
import { addonApi } from "@library/addons/addonApi";

addonApi.registerLazyComponent("IdeationVotes", () => import(/* webpackChunkName: "IdeationVotes" */ "../IdeationVotes"));
