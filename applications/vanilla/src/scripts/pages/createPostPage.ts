import { definePage } from "@library/boot/pageDefinition";
import { createDiscussionFormIsland } from "@vanilla/post/createPostIslands";
import { createPostReducer } from "@vanilla/post/createPostSlice";

/**
 * /post/discussion, /post/{postType}/{category} and a new discussion's draft
 * (/post/editdiscussion/0/{draftID}): an Island page (only the form hydrates), or with
 * customLayout.createPost an App page of the same component.
 */
export const createPostPage = definePage({
    entry: "createPost",
    paths: ["/post/:postType", "/post/:postType/:parentID"],
    reducers: { createPost: createPostReducer },
    islands: [createDiscussionFormIsland],
    islandState: () => ({}),
    appPage: () => import(/* webpackChunkName: "CreatePostAppPage" */ "@vanilla/post/CreatePostAppPage"),
});
