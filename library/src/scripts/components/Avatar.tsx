import { useEffect, useRef, useState } from "react";
import { classes } from "typestyle";
import { avatarClasses, avatarSizes, type AvatarSize } from "@library/components/avatar.styles";
import { Icon } from "@library/components/Icon";
import { avatarPhotoSrc } from "@library/users/avatarPhotos";
import { avatarColorIndex, initialsOf } from "@library/users/initialsAvatar";

interface IProps {
    /** The user's name: the accessible name when the avatar stands alone, and the source of the initials. */
    name: string;
    photoUrl?: string | null;
    /** A member (userID > 0) without a photo gets initials on their colour; without one, the placeholder icon. */
    userID?: number;
    size?: AvatarSize;
    /**
     * Beside a visible name the avatar says nothing more: alt="" (hidden from assistive
     * technology). Leave it false where the avatar stands alone and must name its member.
     */
    decorative?: boolean;
    className?: string;
}

/**
 * A user's avatar (shell §3 sizes): their photo; their initials when they have none; a
 * placeholder icon when a photo fails or the user is a placeholder (shell §4). Server-rendered
 * with its size fixed, so nothing moves when it loads.
 * A server-rendered image can fail before hydration attaches onError, so after mount a complete
 * image with no pixels counts as failed too.
 */
export function Avatar({ name, photoUrl, userID = 0, size = "medium", decorative = false, className }: IProps) {
    const [failedUrl, setFailedUrl] = useState<string | null>(null);
    const imageRef = useRef<HTMLImageElement>(null);
    const pixels = avatarSizes[size];
    const showPhoto = !!photoUrl && failedUrl !== photoUrl;

    useEffect(() => {
        const image = imageRef.current;
        if (photoUrl && image && image.complete && image.naturalWidth === 0) setFailedUrl(photoUrl);
    }, [photoUrl]);

    if (showPhoto) {
        return (
            <img
                ref={imageRef}
                className={classes(avatarClasses.root, className)}
                src={avatarPhotoSrc(photoUrl, pixels)}
                alt={decorative ? "" : name}
                width={pixels}
                height={pixels}
                loading="lazy"
                decoding="async"
                onError={() => setFailedUrl(photoUrl)}
            />
        );
    }
    const label = decorative ? { "aria-hidden": true } : { role: "img", "aria-label": name };
    if (userID > 0 && !photoUrl) {
        return (
            <span
                {...label}
                className={classes(avatarClasses.root, avatarClasses.sizes[size], avatarClasses.initials, avatarClasses.colors[avatarColorIndex(userID)], className)}
                data-initials={initialsOf(name)}
            />
        );
    }
    return (
        <span {...label} className={classes(avatarClasses.root, avatarClasses.sizes[size], avatarClasses.placeholder, className)}>
            <Icon name="user" className={avatarClasses.placeholderIcon} />
        </span>
    );
}
