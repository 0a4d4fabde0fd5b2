/** Entry of /post/editdiscussion/{id}: an Island page; only the edit form hydrates. */
import { bootPage } from "@library/boot/bootPage";
import { registerLazyComponent } from "@library/registry/componentRegistry";
import { discussionsReducer } from "@vanilla/discussions/discussionsSlice";

registerLazyComponent("EditDiscussionForm", () =>
    import(/* webpackChunkName: "EditDiscussionForm" */ "@vanilla/discussion/EditDiscussionForm").then((m) => ({ default: m.EditDiscussionForm })),
);
void bootPage({ reducers: { discussions: discussionsReducer } });
