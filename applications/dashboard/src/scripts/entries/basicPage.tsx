/**
 * Entry of server-rendered pages with no interactive part of their own (sign-in, register,
 * not-found, errors): boot still runs for add-on widgets, the ready event and the page-view tick.
 */
// first-load budget: 74.5 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { basicPage } from "@library/pages/basicPage";

void bootPage(basicPage);
