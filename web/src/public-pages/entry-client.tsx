/** The public pages' script: hydrates what the server rendered, with the data it rendered from. */
import '@duet/design-system/tokens.css';
import '@duet/design-system/base.css';
import { hydrateRoot } from 'react-dom/client';
import { PAGE_DATA_ID, type PublicPageData } from './page-data';
import { PublicApp } from './PublicApp';

const root = document.getElementById('root');
const json = document.getElementById(PAGE_DATA_ID)?.textContent;
if (root && json) hydrateRoot(root, <PublicApp data={JSON.parse(json) as PublicPageData} />);
