/**
 * The icon set's drawings: one 24×24 path per name (strokes inherit currentColor). Only the
 * server imports this, to make the icon sprite (server/ssr/iconSprite.ts): pages and scripts
 * carry names, never paths. A new icon is a name in iconNames.ts and its path here.
 */
import type { IconName } from "@library/components/iconNames";

export const iconPaths: Record<IconName, string> = {
    close: "M6 6l12 12M18 6L6 18",
    menu: "M4 7h16M4 12h16M4 17h16",
    chevronDown: "M6 9l6 6 6-6",
    chevronUp: "M6 15l6-6 6 6",
    chevronLeft: "M15 6l-6 6 6 6",
    chevronRight: "M9 6l6 6-6 6",
    check: "M5 12.5l4.5 4.5L19 7.5",
    search: "M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5L20 20",
    user: "M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4.5 20c.8-3.8 3.9-6 7.5-6s6.7 2.2 7.5 6",
    notifications: "M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0",
    messages: "M4 6h16v10H9l-5 4z",
    warning: "M12 4l9 16H3zM12 10v4.5M12 17.2v.3",
    info: "M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17zM12 11v5.5M12 7.8v.3",
    notFound: "M4 4h16v16H4zM8.5 9.5l3 3M11.5 9.5l-3 3M15.5 16.5c-1-1.3-2.2-2-3.5-2s-2.5.7-3.5 2",
    /** A written sign beside a Latin A: the content translator's control. */
    translate: "M3 5.5h10M8 3.5v2M5.5 5.5c.6 3 2.6 5.5 5.5 7M10.5 5.5c-.8 3.6-3.2 6.6-6.5 8.5M12.5 20.5l4-9.5 4 9.5M13.8 17.5h5.4",
    /** A pencil: an entry changed and not saved yet. */
    edit: "M4 20l1.2-4.2L15.8 5.2a2 2 0 0 1 2.9 0l.1.1a2 2 0 0 1 0 2.9L8.2 18.8zM14 7l3 3",
    /** A ribbon: a discussion the member follows (content §4; filled when bookmarked). */
    bookmark: "M6.5 3.5h11a1 1 0 0 1 1 1v16l-6.5-4.2-6.5 4.2v-16a1 1 0 0 1 1-1z",
    /** Two chain links: the composer's link button. */
    link: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1 M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
    /** A framed picture: the composer's images-and-files button. */
    upload: "M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z M7.5 10a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0z M21 16l-5-5-9 8",
};
