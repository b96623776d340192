import { readFile } from "node:fs/promises";
import { E2E_ADMIN } from "./global-setup";
import { signIn } from "./admin-session";
import { ADMIN_CATALOGUES } from "../../app/admin/texts";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";
import { confirmationLinks } from "./mail";

test.use({ allowedConsoleErrors: [/status of 401/] });

test("a signed-out visit goes to the login page, which refuses a wrong password in Armenian", async ({ page }) => {
  await page.goto("/admin/subscribers");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await hydrated(page);
  await page.getByRole("button", { name: "Մուտք գործել" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Մուտքանունը և գաղտնաբառը պարտադիր են");
  await page.getByLabel("Մուտքանուն").fill(E2E_ADMIN.username);
  const password = page.getByLabel("Գաղտնաբառ", { exact: true });
  await password.fill("not the password");
  await page.getByRole("button", { name: "Ցույց տալ գաղտնաբառը" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Մուտք գործել" }).click();
  await expect(page.getByText("Սխալ մուտքանուն կամ գաղտնաբառ")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a wrong password is refused in the language chosen in the header, which a switch changes at once", async ({ page }) => {
  await page.goto("/admin/login");
  await hydrated(page);
  const refusal = page.getByRole("status").first();
  const attempt = async (username: string, password: string, submit: string) => {
    await page.locator("#admin-username").fill(username);
    await page.locator("#admin-password").fill(password);
    await page.getByRole("button", { name: submit }).click();
  };

  await page.getByRole("button", { name: "English" }).click();
  await attempt(E2E_ADMIN.username, "not the password", "Sign in");
  await expect(refusal).toHaveText("Invalid username or password");
  await page.getByRole("button", { name: "Русский" }).click();
  await expect(refusal).toHaveText("Неверное имя пользователя или пароль");
  await page.getByRole("button", { name: "Հայերեն" }).click();
  await expect(refusal).toHaveText("Սխալ մուտքանուն կամ գաղտնաբառ");

  await page.getByRole("button", { name: "Русский" }).click();
  await attempt("", "", "Войти");
  await expect(refusal).toHaveText("Введите имя пользователя и пароль");
  await attempt(`nobody-${Date.now()}`, "not the password either", "Войти");
  await expect(refusal).toHaveText("Неверное имя пользователя или пароль");
});

test("a session the server no longer knows leads to the login page, which says it has expired, in the admin's language", async ({ page }) => {
  await signIn(page);
  // Away from the admin screens first, so that no call of theirs spends the token below before the visit does.
  await page.goto("/en");
  // The session ends behind the browser's back (expired, or signed out elsewhere): the kept token is no longer known.
  await page.evaluate(() => window.localStorage.setItem("adminToken", "a-token-the-server-no-longer-knows"));
  await page.goto("/admin/subscribers");
  await expect(page).toHaveURL(/\/admin\/login\?expired=1$/);
  await hydrated(page);
  await expect(page.getByRole("status").filter({ hasText: "Ձեր աշխատաշրջանն ավարտվել է։ Խնդրում ենք կրկին մուտք գործել։" })).toBeVisible();
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByText("Your session has expired; please sign in again.")).toBeVisible();
  await page.getByRole("button", { name: "Русский" }).click();
  await expect(page.getByText("Срок вашего сеанса истёк. Пожалуйста, войдите снова.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the spec's addresses of the content screens lead to their /admin addresses", async ({ page, request }) => {
  for (const [from, to] of [
    ["/examples/advert-banner-api-test", "/admin/banners"],
    ["/examples/staff-api-test", "/admin/staff"],
    ["/examples/events-api-test", "/admin/events"],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
  await signIn(page);
  await page.goto("/examples/staff-api-test");
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page.getByRole("heading", { level: 1, name: "Անձնակազմ" })).toBeVisible();
});

test("staff sign in, see a new subscriber arrive live, find and delete it, export CSV and sign out", async ({ page, request }) => {
  await signIn(page);
  await expect(page.getByRole("status").getByText(`Բարի գալուստ, ${E2E_ADMIN.username}`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toMatch(/^[\w-]{43}$/);
  await expectNoAxeViolations(page);

  // A formula-shaped address: the CSV must neutralise it.
  const email = `=cmd-${Date.now()}@example.am`;
  await expect(page.getByRole("heading", { name: "Վերջին ծանուցումները" })).toBeVisible();
  await page.waitForTimeout(300); // the live socket connects after the dashboard shows
  await request.post("/api/subscribe", { data: { email } });
  await expect(page.getByText(`Նոր բաժանորդ՝ ${email}`)).toBeVisible();
  await expect(page.getByTestId("menu-count-subscribers").first()).toBeAttached();

  await page.getByRole("main").getByRole("link", { name: /Բաժանորդներ/ }).click();
  await expect(page).toHaveURL(/\/admin\/subscribers$/);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toBeVisible();
  // Pending until its owner opens the link in the confirmation message; only then exported.
  await expect(row).toContainText("սպասում է հաստատման");
  // Opening the link confirms nothing; its page's button (a plain form POST) does.
  expect((await request.post((await confirmationLinks(email)).confirm, { form: {} })).status()).toBe(200);
  await page.getByRole("button", { name: "Թարմացնել" }).click();
  await expect(row).toContainText("հաստատված");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Ներբեռնել CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^subscribers_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, "utf8");
  expect(csv.startsWith("\uFEFFID,Email,Subscribed at\r\n")).toBe(true);
  expect(csv).toContain(`,'${email},`);

  await row.getByRole("button", { name: "Ջնջել" }).click();
  const confirm = page.getByRole("dialog", { name: ADMIN_CATALOGUES.am.deleteTitle });
  await expect(confirm).toContainText(ADMIN_CATALOGUES.am.confirmDelete);
  await expect(confirm).toContainText(email);
  await confirm.getByRole("button", { name: "Ջնջել" }).click();
  await expect(row).toHaveCount(0);

  await page.getByRole("button", { name: "Դուրս գալ" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
});

test("inquiries show in their list as new, can be marked handled and filtered, and the second of three is deleted alone", async ({ page, request }) => {
  const stamp = Date.now();
  const names = ["First", "Second", "Third"].map((word) => `${word} ${stamp}`);
  for (const name of names) {
    await request.post("/api/visit-inquiry", { data: { name, surname: "Test", email: "v@example.am", phone: "+374 10 111111", message: "Two people" } });
  }
  await signIn(page);
  await page.getByRole("main").getByRole("link", { name: /Էքսկուրսիայի հայտեր/ }).click();
  await expect(page).toHaveURL(/\/admin\/visit-inquiries$/);
  const rowOf = (name: string) => page.getByRole("row").filter({ hasText: name });
  for (const name of names) await expect(rowOf(name).getByText("նոր", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const first = rowOf(names[0]!);
  await first.getByRole("button", { name: "Նշել մշակված" }).click();
  await expect(first.getByText("մշակված", { exact: true })).toBeVisible();
  await page.getByLabel("Ցույց տալ").selectOption("new");
  await expect(first).toHaveCount(0);
  await page.getByLabel("Ցույց տալ").selectOption("all");

  await rowOf(names[1]!).getByRole("button", { name: "Ջնջել" }).click();
  await page.getByRole("dialog", { name: ADMIN_CATALOGUES.am.deleteTitle }).getByRole("button", { name: "Ջնջել" }).click();
  await expect(rowOf(names[1]!)).toHaveCount(0);
  await expect(rowOf(names[0]!)).toBeVisible();
  await expect(rowOf(names[2]!)).toBeVisible();
});

test("the admin area can be switched to English, keeps it after a reload, and to Russian on the dashboard", async ({ page }) => {
  await page.goto("/admin/login");
  await hydrated(page);
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("status").getByText(`Welcome, ${E2E_ADMIN.username}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin panel" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Tour inquiries" })).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Latest notifications" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("adminLanguage"))).toBe("en");

  await page.getByRole("button", { name: "Русский" }).click();
  await expect(page.getByRole("heading", { name: "Панель управления" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Заявки на экскурсию" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Заявки на зал «Гармония»" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expectNoAxeViolations(page);
});

test("a visitor's inquiry and subscription in another browser join the dashboard's needs-doing list and the subscriber-page notice live", async ({ page, browser }) => {
  await signIn(page);
  await expect(page.getByRole("heading", { name: "Վերջին ծանուցումները" })).toBeVisible();
  await page.waitForTimeout(300); // the live socket connects after the dashboard shows

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const name = `Visitor${Date.now()}`;
  await visitor.goto("/en/venue/visit");
  await hydrated(visitor);
  const form = visitor.locator("main form");
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel("Surname").fill("Grigoryan");
  await form.getByLabel("E-mail").fill("visitor@example.am");
  await form.getByLabel("Phone").fill("+374 91 000000");
  await form.getByLabel("Message").fill("A tour for twelve students");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByRole("status")).toHaveText("Your message has been sent. We will contact you shortly");

  await expect(page.getByText(`Էքսկուրսիայի նոր հայտ՝ ${name}`)).toBeVisible();
  await expect(page.getByTestId("needs-doing").getByRole("link").filter({ hasText: name })).toBeVisible();

  await page.getByRole("main").getByRole("link", { name: /Բաժանորդներ/ }).click();
  await expect(page).toHaveURL(/\/admin\/subscribers$/);
  await page.waitForTimeout(300);
  const email = `live-${Date.now()}@example.am`;
  const newsletter = visitor.locator("#newsletter");
  await newsletter.getByLabel("Your e-mail address").fill(email);
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(newsletter.getByRole("status")).toHaveText("Almost done! We have sent you an e-mail with a confirmation link: please open it to start receiving our news. If it has not arrived in a few minutes, look in the spam folder.");
  await expect(page.getByRole("listitem").filter({ hasText: `Նոր բաժանորդ՝ ${email}` })).toBeVisible();
  await visitorContext.close();
});
