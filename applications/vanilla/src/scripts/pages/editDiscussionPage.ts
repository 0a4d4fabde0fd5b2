import { definePage } from "@library/boot/pageDefinition";
import { editDiscussionIsland } from "@vanilla/discussion/discussionIslands";
import { discussionsReducer } from "@vanilla/discussions/discussionsSlice";

/** /post/editdiscussion/{id}: an Island page; only the edit form hydrates. */
export const editDiscussionPage = definePage({
    entry: "editDiscussion",
    paths: ["/post/editdiscussion/:id", "/post/editdiscussion/:id/:draftID"],
    reducers: { discussions: discussionsReducer },
    islands: [editDiscussionIsland],
});
