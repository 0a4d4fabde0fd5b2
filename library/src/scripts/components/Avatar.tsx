import { useEffect, useRef, useState } from "react";
import { classes } from "typestyle";
import { avatarClasses, avatarSizes, type AvatarSize } from "@library/components/avatar.styles";
import { Icon } from "@library/components/Icon";

interface IProps {
    /** The user's name: the image's alt text. */
    name: string;
    photoUrl?: string | null;
    size?: AvatarSize;
    className?: string;
}

/**
 * A user's photo; a placeholder icon when there is no photo URL or the image fails (shell §4).
 * A server-rendered image can fail before hydration attaches onError, so after mount a complete
 * image with no pixels counts as failed too.
 */
export function Avatar({ name, photoUrl, size = "medium", className }: IProps) {
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
                src={photoUrl}
                alt={name}
                width={pixels}
                height={pixels}
                loading="lazy"
                onError={() => setFailedUrl(photoUrl)}
            />
        );
    }
    return (
        <span
            role="img"
            aria-label={name}
            className={classes(avatarClasses.root, avatarClasses.placeholder, className)}
            style={{ width: pixels, height: pixels }}
        >
            <Icon name="user" className={avatarClasses.placeholderIcon} />
        </span>
    );
}
