/** The App mode of /post/discussion (customLayout.createPost): the same page, its props from the store. */
import { useAppSelector } from "@library/redux/hooks";
import { CreatePostPage } from "@vanilla/post/CreatePostPage";
import type { ICreatePostState } from "@vanilla/post/createPostSlice";

export default function CreatePostAppPage() {
    const page = useAppSelector((state) => (state as unknown as { createPost?: ICreatePostState }).createPost?.page ?? null);
    return page ? <CreatePostPage {...page} /> : null;
}
