/**
 * The add-on's browser bundle, on every page while polls is on: two registrations and nothing
 * else (about 2.4 KB gzip with the facade it imports). The poll box's code loads only on a page that shows a
 * poll (the server names the island), the form section's only when the create-post form opens.
 */
// first-load budget: 3 KB gzip
import { addonApi } from "@library/addons/addonApi";

addonApi.registerLazyComponent("PollBox", () => import(/* webpackChunkName: "PollBox" */ "../PollBox"));
addonApi.registerPostFormSection({ name: "poll", load: () => import(/* webpackChunkName: "PollFields" */ "../PollFields") });
