import { useId, useState, type FormEvent } from "react";
import { t } from "@library/i18n/t";
import { useRouter } from "@library/routing/AppRouter";
import { SmartLink } from "@library/routing/SmartLink";
import { Button } from "@library/components/Button";
import { pagerClasses as classes } from "@library/navigation/pager.styles";
import { clampPage, hasNextPage, hasPreviousPage, jumpTarget, lastPage, rangeLabel, type IPagerInput } from "@library/navigation/pagerMath";

export interface IPagerProps extends IPagerInput {
    resultsOnPage: number;
    /** Address of page 1. */
    firstPageUrl: string;
    /** Address of page N, with "{page}" standing for the number: "/discussions/p{page}". */
    pageUrlTemplate: string;
    /** Query string kept on every page link ("?sort=-score"), or "". */
    search?: string;
    /**
     * The pager above a list: range and previous / next only, so a page with two pagers has one
     * jump field and two distinctly named navigation landmarks.
     */
    position?: "top" | "bottom";
}

export function pageUrl(props: Pick<IPagerProps, "firstPageUrl" | "pageUrlTemplate" | "search">, page: number): string {
    const path = page <= 1 ? props.firstPageUrl : props.pageUrlTemplate.replace("{page}", String(page));
    return path + (props.search ?? "");
}

/** Previous / next links, "a - b of c" and jump-to-page (content §2, §4). */
export function Pager(props: IPagerProps) {
    const router = useRouter();
    const [jump, setJump] = useState("");
    const inputID = useId();
    const previous = hasPreviousPage(props);
    const next = hasNextPage(props);

    const onJump = (event: FormEvent) => {
        event.preventDefault();
        const target = jumpTarget(jump, props);
        setJump("");
        if (target === props.page) return;
        const href = pageUrl(props, target);
        if (!router?.navigate(href)) window.location.assign(href);
    };

    const linkTo = (page: number, enabled: boolean, label: string, rel: string) =>
        enabled ? (
            <SmartLink className={classes.link} href={pageUrl(props, page)} rel={rel}>
                {label}
            </SmartLink>
        ) : (
            <span className={`${classes.link} ${classes.disabled}`} aria-disabled="true">
                {label}
            </span>
        );

    return (
        <nav className={classes.root} aria-label={props.position === "top" ? t("Pagination, top") : t("Pagination")}>
            <span className={classes.range}>{rangeLabel(props, props.resultsOnPage)}</span>
            {/* Clamped (content §4): from a page past the end, Previous goes to the last page. */}
            {linkTo(clampPage(props.page - 1, props), previous, t("Previous"), "prev")}
            {linkTo(props.page + 1, next, t("Next"), "next")}
            {props.position !== "top" && lastPage(props) > 1 && (
                <form className={classes.jump} onSubmit={onJump}>
                    <label htmlFor={inputID}>{t("Jump to page")}</label>
                    <input
                        id={inputID}
                        className={classes.jumpInput}
                        inputMode="numeric"
                        pattern="[0-9]*"
                        value={jump}
                        onChange={(event) => setJump(event.target.value.replace(/\D/g, ""))}
                    />
                    <Button type="submit">{t("Go")}</Button>
                </form>
            )}
        </nav>
    );
}
