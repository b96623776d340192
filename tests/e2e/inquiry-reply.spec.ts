import { adminApiToken, signIn } from "./admin-session";
import { expect, expectNoAxeViolations, hydrated, SCREENSHOTS_DIR, test } from "./fixtures";
import { writtenMail } from "./mail";
import { ADMIN_LANGUAGE_KEY } from "../../app/admin/admin-language";

for (const width of [1440, 390]) {
  test(`at ${width} px: a visitor's Russian tour inquiry is answered from its admin page in Russian, the thread shows and the list says answered`, async ({ page, request }) => {
    // A visitor's form, a sign-in, a reply and its mail, with three accessibility checks, on a shared machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const email = `reply-${width}-${Date.now()}@example.am`;

    await page.goto("/ru/venue/visit");
    await hydrated(page);
    const form = page.locator("main form");
    await form.getByLabel("Имя").fill("Нарине");
    await form.getByLabel("Фамилия").fill("Петросян");
    await form.getByLabel("Эл. почта").fill(email);
    await form.getByLabel("Телефон").fill("+374 91 222333");
    await form.getByLabel("Сообщение").fill("Группа из 12 человек, суббота утром");
    await form.getByRole("button", { name: "Отправить" }).click();
    await expect(page.getByText("Ваше сообщение отправлено. Мы скоро свяжемся с вами")).toBeVisible();

    await signIn(page);
    // The admin works in English (the switcher is in the menu on a phone; the choice is kept in the browser).
    await page.evaluate((key) => window.localStorage.setItem(key, "en"), ADMIN_LANGUAGE_KEY);
    await page.goto(`/admin/visit-inquiries?q=${encodeURIComponent(email)}`);
    await page.getByRole("link", { name: "Нарине" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Нарине Петросян" })).toBeVisible();
    await expect(page.getByText("No reply has been sent from here yet.")).toBeVisible();

    // The box starts with the tour's Russian text, greeting the visitor by name.
    const box = page.getByRole("textbox", { name: "Text of the reply" });
    await expect(box).toHaveValue(/^Здравствуйте, Нарине!\n\nСпасибо за заявку на экскурсию\./);
    await expect(box).toHaveAttribute("lang", "ru");
    await expectNoAxeViolations(page);

    // An empty reply is refused in the admin's words, at its field.
    await box.fill("   ");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(box).toHaveAccessibleDescription(/Write the reply before sending it/);
    await expect(box).toBeFocused();

    const answer = "Здравствуйте, Нарине!\n\nЖдём вашу группу в субботу в 11:00 у служебного входа.\n\nС уважением,\nАнуш";
    await box.fill(answer);
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Reply sent")).toBeVisible();
    const thread = page.getByTestId("inquiry-thread");
    await expect(thread.getByText(/Ждём вашу группу в субботу/)).toBeVisible();
    await expect(thread.getByText("Ответ: Мы получили вашу заявку: экскурсия по залу")).toBeVisible();
    await expect(page.getByText("answered", { exact: true }).first()).toBeVisible();
    // The box starts again from the starting text, for the next reply.
    await expect(box).toHaveValue(/^Здравствуйте, Нарине!\n\nСпасибо за заявку/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS_DIR}/admin-inquiry-reply-${width}.png`, fullPage: true });

    // The message: to the visitor, in Russian, with the inquiry's subject, answers to the hall's mailbox.
    const token = await adminApiToken(request);
    const { infoEmail } = (await (await request.get("/api/admin/settings", { headers: { Authorization: `Bearer ${token}` } })).json()) as { infoEmail: string };
    await expect
      .poll(async () => (await writtenMail()).some((mail) => mail.subject?.startsWith("Ответ:") && mail.text?.includes("11:00") && JSON.stringify(mail.to).includes(email)), { timeout: 15_000 })
      .toBe(true);
    const sent = (await writtenMail()).find((mail) => mail.subject?.startsWith("Ответ:") && JSON.stringify(mail.to).includes(email))!;
    expect(sent.subject).toBe("Ответ: Мы получили вашу заявку: экскурсия по залу");
    expect(sent.replyTo?.value.map((box) => box.address)).toEqual([infoEmail]);
    expect(sent.text).toContain("Ответ на вашу заявку");
    expect(sent.text).toContain("Ждём вашу группу в субботу в 11:00 у служебного входа.");

    // The list shows the inquiry as answered, and its filter finds it.
    await page.goto(`/admin/visit-inquiries?status=answered&q=${encodeURIComponent(email)}`);
    // A table row at 1440 px, a card at 390 px: the filtered list holds this inquiry, marked answered.
    await expect(page.locator("main").getByText(email).first()).toBeVisible();
    await expect(page.locator("main span").filter({ hasText: /^answered$/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
