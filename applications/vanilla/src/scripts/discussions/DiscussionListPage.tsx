import { useEffect, useMemo } from "react";
import { shallowEqual } from "react-redux";
import { useMeta } from "@library/boot/pageMeta";
import { Island } from "@library/components/Island";
import { t } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";
import { Pager, type IPagerProps } from "@library/navigation/Pager";
import { pagerIsland } from "@library/navigation/pagerIsland";
import { showsBottomPager } from "@library/navigation/pagerMath";
import { LoadStatus } from "@library/redux/asyncThunk";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import type { IRouteProps } from "@library/routing/routeRegistry";
import { useDocumentTitle } from "@library/routing/useDocumentTitle";
import { fetchDiscussionList } from "@vanilla/discussions/discussionThunks";
import { stableKey as listKey } from "@library/utility/stableKey";
import { discussionListParamsFromLocation } from "@vanilla/discussions/discussionListQuery";
import { DiscussionList } from "@vanilla/discussions/DiscussionList";
import { DiscussionListToolbar } from "@vanilla/discussions/DiscussionListToolbar";
import { sortSearch } from "@vanilla/discussions/discussionSorts";
import { discussionListClasses as classes } from "@vanilla/discussions/discussionList.styles";
import { selectDiscussionList, selectDiscussions } from "@vanilla/discussions/discussionsSlice";

export const DISCUSSION_LIST_TITLE = "Recent Discussions";

/**
 * The discussion list at /discussions (and /discussions/p{N}). One component for both page
 * modes: on an Island page only the sort selector, the pagers and the row toggles hydrate; on an
 * App page all of it does and sorting and paging happen client-side.
 */
export default function DiscussionListPage({ location }: IRouteProps) {
    const meta = useMeta();
    const dispatch = useAppDispatch();
    const params = useMemo(() => discussionListParamsFromLocation(location.pathname, location.search), [location.pathname, location.search]);
    const key = listKey(params);
    const list = useAppSelector((state) => selectDiscussionList(state, key));
    const discussions = useAppSelector((state) => selectDiscussions(state, list?.discussionIDs ?? []), shallowEqual);
    useDocumentTitle(`${t(DISCUSSION_LIST_TITLE)} - ${meta.siteName}`);

    useEffect(() => {
        if (!list) dispatch(fetchDiscussionList(params)).catch(() => undefined /* the slice holds the error */);
    }, [dispatch, list, params]);

    // In a site section (add-on API 6: a subcommunity) the list's pages and sorts stay in it.
    const firstPageUrl = meta.siteSection ? `/${meta.siteSection.folder}/discussions` : "/discussions";
    const pagerProps: IPagerProps = {
        page: params.page,
        limit: params.limit,
        total: list?.paging?.total,
        hasMorePages: list?.paging?.hasMorePages ?? false,
        resultsOnPage: discussions.length,
        firstPageUrl,
        pageUrlTemplate: `${firstPageUrl}/p{page}`,
        search: sortSearch(params.sort),
    };

    let content;
    if (!list || (list.status === LoadStatus.LOADING && discussions.length === 0)) {
        content = (
            <p className={classes.status} role="status">
                {t("Loading")}
            </p>
        );
    } else if (list.status === LoadStatus.ERROR) {
        content = (
            <p className={classes.error} role="alert">
                {list.error?.message ?? t("Something went wrong.")}
            </p>
        );
    } else {
        content = (
            <>
                <DiscussionList discussions={discussions} />
                {showsBottomPager(pagerProps) && <Island of={pagerIsland} component={Pager} props={pagerProps} />}
            </>
        );
    }
    return (
        <PageLayout title={t(DISCUSSION_LIST_TITLE)}>
            <DiscussionListToolbar sort={params.sort} firstPageUrl={firstPageUrl} newDiscussionUrl="/post/discussion" pager={list?.status === LoadStatus.SUCCESS ? pagerProps : undefined} />
            {content}
        </PageLayout>
    );
}
