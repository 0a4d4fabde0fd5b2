/** Entry of the discussion page (/discussion/{id}): server-rendered; the comment pager hydrates. */
import { bootPage } from "@library/boot/bootPage";
import { registerPagerIsland } from "@library/navigation/registerPager";

registerPagerIsland();
void bootPage();
