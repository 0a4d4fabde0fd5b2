import { widgetClasses as classes } from "@vanilla/layouts/layoutWidgets.styles";

export interface IHtmlWidgetProps {
    title?: string;
    /** Already through the server's one sanitiser (content/bodyFormat.ts): no script, only safe links. */
    html: string;
}

/** A site manager's own HTML (issue 13), sanitised on the server at hydration. */
export function HtmlWidget({ title, html }: IHtmlWidgetProps) {
    return (
        <section className={classes.container} aria-label={title || undefined}>
            <div className={classes.box}>
                {title ? <h2 className={classes.title}>{title}</h2> : null}
                <div className={classes.html} dangerouslySetInnerHTML={{ __html: html }} />
            </div>
        </section>
    );
}
