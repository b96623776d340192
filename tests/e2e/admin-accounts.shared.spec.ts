import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "./global-setup";
import { signIn } from "./admin-session";
import { expect, expectNoAxeViolations, hydrated, SCREENSHOTS_DIR, test } from "./fixtures";

// Adds and removes accounts, which every signed-in browser shares: run with the shared-state specs.
test.describe.configure({ mode: "serial" });
// Refusals the tests provoke on purpose: a taken name and the last admin (409), an ended session (401).
test.use({ allowedConsoleErrors: [/status of 40[19]/] });

const editor = { username: `editor-${Date.now()}`, password: "a long editor password" };

async function signInAs(page: Page, username: string, password: string) {
  await page.goto("/admin/login");
  await hydrated(page);
  await page.getByLabel("Մուտքանուն").fill(username);
  await page.getByLabel("Գաղտնաբառ", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Մուտք գործել" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test("an admin adds an editor, who signs in elsewhere and sees only the content screens; removing it ends its session", async ({ page, browser }) => {
  await signIn(page);
  await page.getByRole("button", { name: "English" }).click();
  await page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: "Accounts" }).click();
  await expect(page).toHaveURL(/\/admin\/accounts$/);
  await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
  const me = page.getByTestId("account-row").filter({ hasText: E2E_ADMIN.username });
  await expect(me.getByText("you", { exact: true })).toBeVisible();
  await expect(me.getByRole("button", { name: /Remove/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The screen opens on its list; the form to add an account comes after it.
  const listTop = (await page.getByRole("heading", { level: 2, name: "All accounts" }).boundingBox())!.y;
  expect(listTop).toBeLessThan((await page.getByRole("heading", { level: 2, name: "New account" }).boundingBox())!.y);
  await page.screenshot({ path: `${SCREENSHOTS_DIR}/issue43-after-accounts-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(me).toBeInViewport();
  await page.screenshot({ path: `${SCREENSHOTS_DIR}/issue43-after-accounts-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The last admin cannot step down; here it is also the account ADMIN_USERNAME names, which always stays an admin.
  await me.getByRole("combobox", { name: `Role of ${E2E_ADMIN.username}` }).selectOption("editor");
  await expect(page.getByText("This account is the one named in the server settings (ADMIN_USERNAME): it always stays an admin and cannot be removed here.")).toBeVisible();
  await expect(me.getByRole("combobox")).toHaveValue("admin");

  const form = page.getByRole("region", { name: "New account" });
  await form.getByLabel("Username").fill(editor.username);
  await form.getByLabel("Initial password").fill("too short");
  await form.getByRole("button", { name: "Add account" }).click();
  await expect(page.getByText("The password must be at least 12 characters long")).toBeVisible();
  await page.getByRole("button", { name: "Русский" }).click();
  await expect(page.getByText("Пароль должен содержать не менее 12 символов")).toBeVisible();
  await page.getByRole("button", { name: "English" }).click();
  await form.getByLabel("Initial password").fill(editor.password);
  await expect(form.getByRole("radio", { name: /^Editor/ })).toBeChecked();
  await form.getByRole("button", { name: "Add account" }).click();
  await expect(page.getByText(`Account ${editor.username} added`)).toBeVisible();
  const row = page.getByTestId("account-row").filter({ hasText: editor.username });
  await expect(row.getByRole("combobox", { name: `Role of ${editor.username}` })).toHaveValue("editor");

  await form.getByLabel("Username").fill(editor.username.toUpperCase());
  await form.getByLabel("Initial password").fill(editor.password);
  await form.getByRole("button", { name: "Add account" }).click();
  await expect(page.getByText("This username is already taken")).toBeVisible();

  // The editor, in a browser of its own.
  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  await signInAs(editorPage, editor.username, editor.password);
  // The editor's dashboard opens on what needs doing, and nothing in it leads to the lists only admins may open.
  await expect(editorPage.getByRole("heading", { name: "Անելիքներ" })).toBeVisible();
  await expect(editorPage.getByTestId("needs-doing").locator('a[href*="inquiries"], a[href^="/admin/settings"]')).toHaveCount(0);
  await expect(editorPage.getByRole("heading", { name: "Վերջին ծանուցումները" })).toHaveCount(0);
  const menu = editorPage.getByRole("navigation", { name: "Կառավարման ընտրացանկ" });
  await expect(menu.getByRole("link")).toHaveText(["Վահանակ", "Համերգների ծրագրեր", "Կատարողներ", "Համերգաշարեր", "Շուտով սպասվող միջոցառումներ", "Գովազդային բաններներ", "Անձնակազմ", "Մեդիա գրադարան", "Պատկերասրահներ", "Համերգասրահի էջեր", "Տեղեկագրի առաքումներ"]);

  for (const path of ["/admin/subscribers", "/admin/visit-inquiries", "/admin/accounts"]) {
    await editorPage.goto(path);
    await expect(editorPage.getByRole("heading", { name: "Այս էջը ձեզ համար չէ" }), path).toBeVisible();
  }
  await editorPage.getByRole("link", { name: "Վերադառնալ վահանակ" }).click();
  await menu.getByRole("link", { name: "Անձնակազմ" }).click();
  await expect(editorPage.getByRole("heading", { level: 1, name: "Անձնակազմ" })).toBeVisible();

  // The admin removes the editor: the editor's next step lands on the login page.
  await page.reload();
  await hydrated(page);
  // The removal is asked in a dialog that opens on Cancel; Escape closes it and nothing is removed.
  const removeButton = row.getByRole("button", { name: `Remove account ${editor.username}` });
  await removeButton.click();
  const asking = page.getByRole("dialog", { name: "Remove this account?" });
  await expect(asking).toContainText("All its sessions end at once.");
  await expect(asking).toContainText(editor.username);
  await expect(asking.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(asking).toBeHidden();
  await expect(removeButton).toBeFocused();
  await expect(row).toHaveCount(1);
  await removeButton.click();
  await asking.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(page.getByText(`Account ${editor.username} removed`)).toBeVisible();
  await expect(asking).toBeHidden();
  await expect(row).toHaveCount(0);

  await menu.getByRole("link", { name: "Վահանակ", exact: true }).click();
  await expect(editorPage).toHaveURL(/\/admin\/login\?expired=1$/);
  await expect(editorPage.getByText("Ձեր աշխատաշրջանն ավարտվել է։ Խնդրում ենք կրկին մուտք գործել։")).toBeVisible();
  await editorContext.close();
});

test("an account changes its own password on My account, and its other session ends", async ({ page, browser }) => {
  const own = { username: `own-${Date.now()}`, password: "the first long password" };
  await signIn(page);
  await page.goto("/admin/accounts");
  await hydrated(page);
  const form = page.getByRole("region", { name: "Նոր հաշիվ" });
  await form.getByLabel("Մուտքանուն").fill(own.username);
  await form.getByLabel("Սկզբնական գաղտնաբառ").fill(own.password);
  await form.getByRole("button", { name: "Ավելացնել հաշիվ" }).click();
  await expect(page.getByText(`${own.username} հաշիվն ավելացվեց`)).toBeVisible();

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInAs(other, own.username, own.password);

  const mine = await browser.newContext();
  const here = await mine.newPage();
  await signInAs(here, own.username, own.password);
  await here.getByRole("button", { name: "Русский" }).click();
  await here.getByRole("link", { name: "Моя учётная запись" }).click();
  await expect(here).toHaveURL(/\/admin\/account$/);
  await expect(here.getByText(`Имя пользователя: ${own.username}. Роль: Редактор.`)).toBeVisible();
  await expectNoAxeViolations(here);

  await here.getByLabel("Текущий пароль").fill("not my password at all");
  await here.getByLabel("Новый пароль", { exact: true }).fill("the second long password");
  await here.getByLabel("Повторите новый пароль").fill("the second long password");
  await here.getByRole("button", { name: "Сменить пароль" }).click();
  await expect(here.getByText("Текущий пароль неверен")).toBeVisible();

  await here.getByLabel("Текущий пароль").fill(own.password);
  await here.getByLabel("Повторите новый пароль").fill("the second long passwor");
  await here.getByRole("button", { name: "Сменить пароль" }).click();
  await expect(here.getByText("Новые пароли не совпадают")).toBeVisible();

  await here.getByLabel("Повторите новый пароль").fill("the second long password");
  await here.getByRole("button", { name: "Сменить пароль" }).click();
  await expect(here.getByText("Пароль изменён. Остальные ваши сеансы завершены.")).toBeVisible();
  await expectNoAxeViolations(here);

  // This session goes on; the other one is over.
  await here.getByRole("navigation", { name: "Меню панели управления" }).getByRole("link", { name: "Панель", exact: true }).click();
  await expect(here).toHaveURL(/\/admin$/);
  await other.reload();
  await expect(other).toHaveURL(/\/admin\/login\?expired=1$/);
  await otherContext.close();
  await mine.close();
});
