/**
 * The new-discussion form as the main widget of the createPost layout (customLayout.createPost):
 * the create-post page's component, its props from the createPost slice the server fills for the
 * viewer (the categories they may post in, the draft, a failed post's text), as the App page did.
 */
import { useAppSelector } from "@library/redux/hooks";
import { CreatePostPage } from "@vanilla/post/CreatePostPage";
import type { ICreatePostState } from "@vanilla/post/createPostSlice";
import { PAGE_WIDGET_PLACEHOLDERS } from "@vanilla/layouts/pageWidgets/PageWidgetPlaceholder";
import { PAGE_WIDGET_COMPONENTS } from "@vanilla/layouts/pageWidgetNames";

export function CreatePostPageWidget() {
    const page = useAppSelector((state) => (state as unknown as { createPost?: ICreatePostState }).createPost?.page ?? null);
    if (!page) {
        const Placeholder = PAGE_WIDGET_PLACEHOLDERS[PAGE_WIDGET_COMPONENTS.createPost]!;
        return <Placeholder />;
    }
    return <CreatePostPage {...page} />;
}
