/** How many people the list loads at once: the route's first page and each "load more" (routes.tsx, PeopleList). */
export const PEOPLE_PAGE_SIZE = 25;
