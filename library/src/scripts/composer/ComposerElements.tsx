/**
 * How the editor draws rich2 nodes while editing (the server renders posted bodies itself).
 * Void nodes (mentions, images, files) render their empty text child as Slate requires.
 */
import type { RenderElementProps, RenderLeafProps } from "slate-react";
import { useSelected } from "slate-react";
import { classes } from "typestyle";
import { composerClasses } from "@library/composer/composer.styles";
import { formatBytes } from "@library/utility/byteSize";
import { t } from "@library/i18n/t";
import { UploadGlyph } from "@library/composer/composerIcons";

export function ComposerElement({ attributes, children, element }: RenderElementProps) {
    const selected = useSelected();
    switch (element.type) {
        case "h2":
            return <h2 {...attributes}>{children}</h2>;
        case "h3":
            return <h3 {...attributes}>{children}</h3>;
        case "h4":
            return <h4 {...attributes}>{children}</h4>;
        case "h5":
            return <h5 {...attributes}>{children}</h5>;
        case "blockquote":
            return <blockquote {...attributes}>{children}</blockquote>;
        case "code_block":
            return <pre {...attributes}>{children}</pre>;
        case "code_line":
            return <div {...attributes}>{children}</div>;
        case "spoiler":
            return (
                <div {...attributes} className={composerClasses.spoiler}>
                    <div contentEditable={false} className={composerClasses.spoilerLabel}>
                        {t("Spoiler")}
                    </div>
                    {children}
                </div>
            );
        case "ul":
            return <ul {...attributes}>{children}</ul>;
        case "ol":
            return <ol {...attributes}>{children}</ol>;
        case "li":
            return <li {...attributes}>{children}</li>;
        case "lic":
        case "blockquote-line":
        case "spoiler-line":
            return <div {...attributes}>{children}</div>;
        case "a":
            // Not followed while editing: the address is shown as the title.
            return (
                <a {...attributes} href={element.url} title={element.url} onClick={(event) => event.preventDefault()}>
                    {children}
                </a>
            );
        case "@":
            return (
                <span {...attributes} contentEditable={false} className={classes(composerClasses.mention, selected && composerClasses.selectedVoid)}>
                    @{element.name}
                    {children}
                </span>
            );
        case "img":
            return (
                <div {...attributes}>
                    <div contentEditable={false}>
                        <img src={element.url} alt={element.alt ?? ""} className={classes(composerClasses.image, selected && composerClasses.selectedVoid)} />
                    </div>
                    {children}
                </div>
            );
        case "file":
            return (
                <div {...attributes}>
                    <div contentEditable={false} className={classes(composerClasses.file, selected && composerClasses.selectedVoid)}>
                        <UploadGlyph />
                        <span>{element.name}</span>
                        <span>({formatBytes(element.size)})</span>
                    </div>
                    {children}
                </div>
            );
        default:
            return <p {...attributes}>{children}</p>;
    }
}

export function ComposerLeaf({ attributes, children, leaf }: RenderLeafProps) {
    let content = children;
    if (leaf.code) content = <code>{content}</code>;
    if (leaf.bold) content = <strong>{content}</strong>;
    if (leaf.italic) content = <em>{content}</em>;
    if (leaf.strikethrough) content = <s>{content}</s>;
    return <span {...attributes}>{content}</span>;
}
