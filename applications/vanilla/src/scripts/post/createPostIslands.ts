/** The island of the create-post page (DESIGN.md §3 "Typed contracts"). */
import { defineIsland } from "@library/registry/islandDefinition";
import type { ICreateDiscussionFormProps } from "@vanilla/post/createPostTypes";

export const createDiscussionFormIsland = defineIsland<ICreateDiscussionFormProps>("CreateDiscussionForm", () =>
    import(/* webpackChunkName: "CreateDiscussionForm" */ "@vanilla/post/CreateDiscussionForm").then((m) => m.CreateDiscussionForm),
);
