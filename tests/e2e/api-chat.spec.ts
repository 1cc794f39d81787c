// The chat part of the JSON API: sending messages (plain and streamed), listing, searching,
// reading and archiving conversations, and keeping conversations to their member.
import { expect } from "@playwright/test";
import { apiCall, expectApiError, expectApiSuccess, signUpApiMember, test } from "./helpers";

type Message = { id: string; type: string; content: string; isFromUser: boolean; embeddedComponent?: { type: string } };

test.describe("JSON API: chat", () => {
  test("POST /chat/messages answers with the assistant's message and the conversation id", async ({ newClient }) => {
    const client = await newClient();
    const member = await signUpApiMember(client);
    const sent = expectApiSuccess(
      await apiCall(client, "POST", "/chat/messages", {
        body: {
          content: "Add bread, eggs, and tomatoes to my shopping list",
          message_type: "user-text",
          context: { household_id: member.householdId, user_id: member.userId, current_screen: "chat" },
          conversation_id: null,
        },
      }),
    );
    expect(sent.conversationId).toEqual(expect.any(String));
    const message = sent.message as Message;
    expect(message.id).toMatch(/^msg_\d+_[0-9a-f]+$/);
    expect(message).toMatchObject({
      type: "assistant",
      isFromUser: false,
      embeddedComponent: { type: "shopping-list" },
    });
    expect(message.content).toMatch(/bread, eggs and tomatoes/i);
    const list = expectApiSuccess(
      await apiCall(client, "GET", `/shopping-list/households/${member.householdId}/items`),
    );
    expect((list.items as Array<{ name: string }>).map((item) => item.name).sort()).toEqual([
      "Bread",
      "Eggs",
      "Tomatoes",
    ]);

    const again = expectApiSuccess(
      await apiCall(client, "POST", "/chat/messages", {
        body: { content: "Show my shopping list", conversation_id: sent.conversationId },
      }),
    );
    expect(again.conversationId).toBe(sent.conversationId);
    const opened = expectApiSuccess(
      await apiCall(client, "GET", `/chat/conversations/${sent.conversationId}/messages`),
    );
    expect((opened.messages as Message[]).map((entry) => entry.type)).toEqual([
      "user-text",
      "assistant",
      "user-text",
      "assistant",
    ]);
    expect(opened.conversation).toMatchObject({
      messageCount: 4,
      isArchived: false,
      title: "Add bread, eggs, and tomatoes to my shopping list",
    });
  });

  test("with Accept: text/event-stream the reply streams as start, text, component and done events", async ({
    newClient,
  }) => {
    const client = await newClient();
    await signUpApiMember(client);
    const response = await client.page.request.post("/api/v1/chat/messages", {
      headers: { Accept: "text/event-stream", Origin: client.baseURL, "Content-Type": "application/json" },
      data: Buffer.from(JSON.stringify({ content: "What's in my pantry?" })),
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/event-stream");
    const events = [...(await response.text()).matchAll(/^event: (\w+)$/gm)].map((match) => match[1]);
    expect(events[0]).toBe("start");
    expect(events).toContain("text");
    expect(events).toContain("component");
    expect(events.at(-1)).toBe("done");
  });

  test("invalid input is 400 and changes nothing", async ({ newClient }) => {
    const client = await newClient();
    await signUpApiMember(client);
    expectApiError(await apiCall(client, "POST", "/chat/messages", { body: { content: "   " } }), 400, ["content"]);
    expectApiError(await apiCall(client, "POST", "/chat/messages", { body: { content: "x".repeat(4001) } }), 400, [
      "content",
    ]);
    expectApiError(
      await apiCall(client, "POST", "/chat/messages", { body: { content: "hi", message_type: "fax" } }),
      400,
      ["message_type"],
    );
    const listed = expectApiSuccess(await apiCall(client, "GET", "/chat/conversations"));
    expect(listed.conversations).toEqual([]);
  });

  test("conversations are listed newest first, searched by their words, and archived for good", async ({
    newClient,
  }) => {
    const client = await newClient();
    await signUpApiMember(client);
    const first = expectApiSuccess(
      await apiCall(client, "POST", "/chat/messages", { body: { content: "Plan my meals for this week" } }),
    );
    const second = expectApiSuccess(
      await apiCall(client, "POST", "/chat/messages", { body: { content: "What's expiring soon?" } }),
    );
    const listed = expectApiSuccess(await apiCall(client, "GET", "/chat/conversations"));
    expect((listed.conversations as Array<{ id: string }>).map((entry) => entry.id)).toEqual([
      second.conversationId,
      first.conversationId,
    ]);

    const found = expectApiSuccess(await apiCall(client, "GET", "/chat/conversations/search?q=plan my"));
    expect((found.conversations as Array<{ id: string }>).map((entry) => entry.id)).toEqual([first.conversationId]);
    // Every word, anywhere in the title or a message, in any case.
    const within = expectApiSuccess(await apiCall(client, "GET", "/chat/conversations/search?q=WEEK meals"));
    expect((within.conversations as Array<{ id: string }>).map((entry) => entry.id)).toEqual([first.conversationId]);
    const none = expectApiSuccess(await apiCall(client, "GET", "/chat/conversations/search?q=meals risotto"));
    expect(none.conversations).toEqual([]);

    expectApiSuccess(await apiCall(client, "POST", `/chat/conversations/${first.conversationId}/archive`));
    const after = expectApiSuccess(await apiCall(client, "GET", "/chat/conversations"));
    expect((after.conversations as Array<{ id: string }>).map((entry) => entry.id)).toEqual([second.conversationId]);
    const withArchived = expectApiSuccess(await apiCall(client, "GET", "/chat/conversations?archived=1"));
    expect(
      (withArchived.conversations as Array<{ id: string; isArchived: boolean }>).find(
        (entry) => entry.id === first.conversationId,
      )?.isArchived,
    ).toBe(true);
  });

  test("another member's conversation is 'Conversation not found' and stays untouched", async ({ newClient }) => {
    const owner = await newClient();
    await signUpApiMember(owner);
    const sent = expectApiSuccess(
      await apiCall(owner, "POST", "/chat/messages", { body: { content: "Show my shopping list" } }),
    );
    const stranger = await newClient();
    await signUpApiMember(stranger);
    const read = expectApiError(
      await apiCall(stranger, "GET", `/chat/conversations/${sent.conversationId}/messages`),
      404,
    );
    expect(read.message).toBe("Conversation not found");
    const write = expectApiError(
      await apiCall(stranger, "POST", "/chat/messages", {
        body: { content: "hello", conversation_id: sent.conversationId },
      }),
      404,
    );
    expect(write.message).toBe("Conversation not found");
    expectApiError(await apiCall(stranger, "POST", `/chat/conversations/${sent.conversationId}/archive`), 404);
    const mine = expectApiSuccess(await apiCall(owner, "GET", `/chat/conversations/${sent.conversationId}/messages`));
    expect(mine.messages).toHaveLength(2);
    expect(mine.conversation).toMatchObject({ isArchived: false });
  });
});
