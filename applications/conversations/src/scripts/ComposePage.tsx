import { Island } from "@library/components/Island";
import { composeConversationIsland } from "@conversations/conversationIslands";
import { t } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";
import { ComposeConversation, type IComposeProps } from "@conversations/ComposeConversation";

/** /messages/add/{name} and /messages/add?content=…: start a conversation. */
export function ComposePage(props: IComposeProps) {
    return (
        <PageLayout title={t("New Message")}>
            <Island of={composeConversationIsland} component={ComposeConversation} props={props} />
        </PageLayout>
    );
}
