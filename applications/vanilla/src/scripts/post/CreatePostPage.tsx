import { Island } from "@library/components/Island";
import { t } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";
import { bodyFormClasses as classes } from "@library/forms/bodyForm.styles";
import { CreateDiscussionForm } from "@vanilla/post/CreateDiscussionForm";
import { createDiscussionFormIsland } from "@vanilla/post/createPostIslands";
import { CREATE_DISCUSSION_TITLE, type ICreatePostPageProps } from "@vanilla/post/createPostTypes";

/**
 * /post/discussion (content §2), /post/question…: the heading is the post type's own ("Ask a
 * Question"), then the create-post form as an island (Island mode), or the whole
 * page hydrated (App mode, customLayout.createPost). A member who may not post here reads why
 * instead of a form.
 */
export function CreatePostPage(props: ICreatePostPageProps) {
    return (
        <PageLayout title={t(props.title ?? CREATE_DISCUSSION_TITLE)}>
            {props.refusal !== undefined ? (
                <p className={classes.notice} role="status">
                    {props.signInUrl ? <a href={props.signInUrl}>{props.refusal}</a> : props.refusal}
                </p>
            ) : (
                <Island of={createDiscussionFormIsland} component={CreateDiscussionForm} props={props.form} />
            )}
        </PageLayout>
    );
}
