// part 2 §7 "GET /v1/companies/suggest with query: a company-logo autocomplete service, used to suggest product logos".
// Answered from this catalogue, shipped with the product, never from an outside service. A logo is a small
// SVG monogram in the company's colour, as a data: URL, so the browser needs nothing from elsewhere either.

export interface CatalogueCompany {
  name: string;
  domain: string;
  /** The monogram's background, #rrggbb. */
  color: string;
}

export interface CompanySuggestion {
  name: string;
  domain: string;
  logo: string;
}

export const SOFTWARE_CATALOGUE: readonly CatalogueCompany[] = [
  { name: 'Adobe', domain: 'adobe.com', color: '#da1f26' },
  { name: 'Asana', domain: 'asana.com', color: '#f06a6a' },
  { name: 'Atlassian', domain: 'atlassian.com', color: '#0052cc' },
  { name: 'Autodesk', domain: 'autodesk.com', color: '#0696d7' },
  { name: 'Basecamp', domain: 'basecamp.com', color: '#1d2d35' },
  { name: 'Bitbucket', domain: 'bitbucket.org', color: '#2684ff' },
  { name: 'Box', domain: 'box.com', color: '#0061d5' },
  { name: 'Canva', domain: 'canva.com', color: '#00c4cc' },
  { name: 'Confluence', domain: 'confluence.com', color: '#172b4d' },
  { name: 'DocuSign', domain: 'docusign.com', color: '#ffcc22' },
  { name: 'Dropbox', domain: 'dropbox.com', color: '#0061fe' },
  { name: 'Exact', domain: 'exact.com', color: '#e01d1d' },
  { name: 'Figma', domain: 'figma.com', color: '#a259ff' },
  { name: 'Freshdesk', domain: 'freshdesk.com', color: '#25c16f' },
  { name: 'GitHub', domain: 'github.com', color: '#24292f' },
  { name: 'GitLab', domain: 'gitlab.com', color: '#fc6d26' },
  { name: 'Google Workspace', domain: 'workspace.google.com', color: '#4285f4' },
  { name: 'HubSpot', domain: 'hubspot.com', color: '#ff7a59' },
  { name: 'Jira', domain: 'jira.com', color: '#0052cc' },
  { name: 'JetBrains', domain: 'jetbrains.com', color: '#000000' },
  { name: 'LastPass', domain: 'lastpass.com', color: '#d32d27' },
  { name: 'Mailchimp', domain: 'mailchimp.com', color: '#ffe01b' },
  { name: 'Microsoft 365', domain: 'microsoft.com', color: '#737373' },
  { name: 'Miro', domain: 'miro.com', color: '#ffd02f' },
  { name: 'Monday.com', domain: 'monday.com', color: '#ff3d57' },
  { name: 'Notion', domain: 'notion.so', color: '#000000' },
  { name: '1Password', domain: '1password.com', color: '#0572ec' },
  { name: 'Odoo', domain: 'odoo.com', color: '#714b67' },
  { name: 'Salesforce', domain: 'salesforce.com', color: '#00a1e0' },
  { name: 'SAP', domain: 'sap.com', color: '#0faaff' },
  { name: 'Sketch', domain: 'sketch.com', color: '#f7b500' },
  { name: 'Slack', domain: 'slack.com', color: '#4a154b' },
  { name: 'Teamleader', domain: 'teamleader.eu', color: '#00b2b2' },
  { name: 'Trello', domain: 'trello.com', color: '#0079bf' },
  { name: 'Visual Studio', domain: 'visualstudio.com', color: '#5c2d91' },
  { name: 'Xero', domain: 'xero.com', color: '#13b5ea' },
  { name: 'Yuki', domain: 'yukiworks.be', color: '#f39200' },
  { name: 'Zendesk', domain: 'zendesk.com', color: '#03363d' },
  { name: 'Zoom', domain: 'zoom.us', color: '#2d8cff' },
];

/** part 2 §7 suggest: at most this many suggestions per query. */
export const MAX_SUGGESTIONS = 8;

const initials = (name: string) =>
  name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('') || '?';

// Dark text on a light colour, white on a dark one (relative luminance, WCAG).
function textColor(hex: string): string {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.45 ? '#1a1a1a' : '#ffffff';
}

/** The monogram logo of a catalogue company, as an SVG data: URL. */
export function logoOf(company: CatalogueCompany): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="12" fill="${company.color}"/>` +
    `<text x="32" y="41" font-family="Arial,Helvetica,sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="${textColor(company.color)}">${initials(company.name)}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * part 2 §7 suggest: the catalogue companies whose name or domain starts with the query (or has a word that does),
 * names starting with it first, then alphabetically; an empty query suggests nothing.
 */
export function suggestCompanies(
  query: string,
  catalogue: readonly CatalogueCompany[] = SOFTWARE_CATALOGUE,
): CompanySuggestion[] {
  const q = fold(query);
  if (q === '') return [];
  const score = (c: CatalogueCompany) => {
    const name = fold(c.name);
    if (name.startsWith(q)) return 0;
    if (name.split(/[\s.-]+/).some((word) => word.startsWith(q))) return 1;
    if (c.domain.startsWith(q)) return 2;
    return -1;
  };
  return catalogue
    .map((c) => ({ c, s: score(c) }))
    .filter(({ s }) => s >= 0)
    .sort((a, b) => a.s - b.s || a.c.name.localeCompare(b.c.name))
    .slice(0, MAX_SUGGESTIONS)
    .map(({ c }) => ({ name: c.name, domain: c.domain, logo: logoOf(c) }));
}

/** The logo of a product by its URL's host: the catalogue company of that domain (or a subdomain of it), else null. */
export function productLogo(
  host: string | null,
  catalogue: readonly CatalogueCompany[] = SOFTWARE_CATALOGUE,
): string | null {
  if (host === null) return null;
  const company = catalogue.find((c) => host === c.domain || host.endsWith(`.${c.domain}`));
  return company ? logoOf(company) : null;
}
