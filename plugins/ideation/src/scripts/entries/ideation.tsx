/**
 * The add-on's client bundle, on every page while the add-on is on: the list pages' box of links
 * (a few hundred bytes, so no extra request on every list page), and the vote widget's name, its
 * code loading only on the idea pages that show it. The /ideas page is server HTML.
 */
// first-load budget: 3 KB gzip
import { addonApi } from "@library/addons/addonApi";
import IdeationLinks from "../IdeationLinks";

addonApi.registerComponent("IdeationLinks", IdeationLinks);
addonApi.registerLazyComponent("IdeationVotes", () => import(/* webpackChunkName: "IdeationVotes" */ "../IdeationVotes"));
