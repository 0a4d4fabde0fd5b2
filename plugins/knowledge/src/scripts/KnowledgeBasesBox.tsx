/**
 * The side-panel box of the discussions and categories lists: the knowledge bases the viewer may
 * read, so members find /kb from the forum. Rendered on the server, hydrated as a widget.
 */
import type { ReactElement } from "react";
import { panelBoxClass, sizes, style, t } from "@library/addons/addonApi";

const heading = style({ fontSize: sizes.fontSizes.medium, margin: "0 0 8px" });
const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 4 });

export interface IKnowledgeBasesBoxProps {
    kbs: Array<{ knowledgeBaseID: number; name: string; url: string }>;
}

export default function KnowledgeBasesBox({ kbs }: IKnowledgeBasesBoxProps): ReactElement {
    return (
        <section className={panelBoxClass} aria-labelledby="knowledge-bases-box">
            <h2 id="knowledge-bases-box" className={heading}>
                <a href="/kb">{t("Knowledge Bases")}</a>
            </h2>
            <ul className={list}>
                {kbs.map((kb) => (
                    <li key={kb.knowledgeBaseID}>
                        <a href={kb.url}>{kb.name}</a>
                    </li>
                ))}
            </ul>
        </section>
    );
}
