import { definePage } from "@library/boot/pageDefinition";
import { createDiscussionFormIsland } from "@vanilla/post/createPostIslands";
import { createPostReducer } from "@vanilla/post/createPostSlice";

/**
 * /post/discussion, /post/{postType}/{category} and a new discussion's draft
 * (/post/editdiscussion/0/{draftID}): an Island page (only the form hydrates), or with
 * customLayout.createPost an App page drawn from the createPost layout, the form its main widget.
 */
export const createPostPage = definePage({
    entry: "createPost",
    paths: ["/post/:postType", "/post/:postType/:parentID"],
    reducers: { createPost: createPostReducer },
    islands: [createDiscussionFormIsland],
    islandState: () => ({}),
    // App mode is customLayout.createPost's: the form is drawn from the createPost layout (content §9).
    appPage: () => import(/* webpackChunkName: "CreatePostLayoutPage" */ "@vanilla/layouts/CreatePostLayoutPage"),
});
