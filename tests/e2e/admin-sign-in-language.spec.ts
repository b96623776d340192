import { E2E_ADMIN } from "./global-setup";
import { expect, expectNoAxeViolations, hydrated, SCREENSHOTS_DIR, test } from "./fixtures";

test.describe("a Russian browser", () => {
  test.use({ locale: "ru-RU" });

  test("opens the admin sign-in in Russian until the admin chooses another language", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Вход в панель управления");
    await expect(page.getByText("Концертный зал имени Арама Хачатуряна")).toBeVisible();
    await expect(page.getByRole("button", { name: "Войти" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS_DIR}/issue43-after-sign-in-ru-1440.png` });

    // The admin's own choice wins over the browser's, on the next visit too.
    await hydrated(page);
    await page.getByRole("button", { name: "Հայերեն" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Մուտք կառավարման վահանակ");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Մուտք կառավարման վահանակ");
  });

  test("asks for the figures' and the newsletter's concerts in Russian until the admin chooses another language", async ({ page }) => {
    await page.goto("/admin/login");
    await hydrated(page);
    await page.getByLabel("Имя пользователя").fill(E2E_ADMIN.username);
    await page.getByLabel("Пароль", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(page).toHaveURL(/\/admin$/);

    const figures = page.waitForRequest((request) => request.url().includes("/api/admin/figures?"));
    await page.goto("/admin/figures");
    expect(new URL((await figures).url()).searchParams.get("lang")).toBe("ru");
    const concerts = page.waitForRequest((request) => request.url().includes("/Event/GetEvents?"));
    await page.goto("/admin/newsletter");
    expect(new URL((await concerts).url()).searchParams.get("language")).toBe("ru");
  });
});

test.describe("a browser in a language the admin does not have", () => {
  test.use({ locale: "de-DE", viewport: { width: 390, height: 844 } });

  test("opens the admin sign-in in English", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the admin panel");
    await expect(page.getByLabel("Username")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS_DIR}/issue43-after-sign-in-en-390.png` });
  });
});
