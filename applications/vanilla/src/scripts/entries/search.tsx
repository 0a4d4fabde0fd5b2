/** Entry of the search page: an Island page; the search box (its suggestions load with it) and the pager hydrate. */
// first-load budget: 74.5 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { focusSearchOutcome } from "@vanilla/search/searchArrival";
import { searchPage } from "@vanilla/pages/searchPage";

void bootPage(searchPage);
// A search sent, or a page of results opened, from this page: the focus on the results.
focusSearchOutcome();
