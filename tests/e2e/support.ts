import { expect, type Page } from '@playwright/test';

/** The web app's address of a person's profile: the spec's numeric id (part 1 §2 /people/{id}, issue 21). */
export const profileUrl = (id: number) => `/people/${id}`;

/** Signs in through the sign-in page with the demo password and waits for the people list. */
export async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/people$/);
}
