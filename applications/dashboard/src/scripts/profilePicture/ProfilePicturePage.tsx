import { Island } from "@library/components/Island";
import { t } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";
import { profileUrl } from "@library/users/userUrls";
import { PhotoCropper, type IPhotoCropperProps } from "@dashboard/profilePicture/PhotoCropper";
import { photoCropperIsland } from "@dashboard/profilePicture/photoCropperIsland";

export const PROFILE_PICTURE_TITLE = "Change My Picture";

/** /profile/picture: the signed-in member's photo, changed through the PhotoCropper island. */
export function ProfilePicturePage(props: IPhotoCropperProps) {
    return (
        <PageLayout title={t(PROFILE_PICTURE_TITLE)}>
            <p>
                <a href={profileUrl(props.name)}>{t("Back to your profile")}</a>
            </p>
            <Island of={photoCropperIsland} component={PhotoCropper} props={props} />
        </PageLayout>
    );
}
