import type { Messages } from "#app/i18n/messages/de.ts";

export const contactEn: Messages["contact"] = {
  formLabel: "Contact form",
  allRequired: "All fields are required.",
  email: {
    label: "Your email address",
    placeholder: "name@example.com",
    hint: "We will send our answer to this address.",
  },
  type: {
    legend: "What is it about?",
    support: "Problem with the app",
    press: "Press request",
    business: "Business request",
  },
  message: {
    label: "Your message",
    hint: "At least {min}, at most {max} characters.",
  },
  honeypot: "Please leave this field empty.",
  submit: "Send message",
  submitting: "Sending …",
  privacyNote: "We only use your details to answer your message. Read more in our",
  privacyLink: "privacy policy",
  errors: {
    summary: "Please check your entries:",
    emailRequired: "Please enter your email address.",
    emailInvalid: "Please enter a valid email address, for example name@example.com.",
    emailTooLong: "The email address can have at most {max} characters.",
    typeRequired: "Please choose what your message is about.",
    messageRequired: "Please write us a message.",
    messageTooShort: "Your message is too short: please write at least {min} characters.",
    messageTooLong: "Your message is too long: please write at most {max} characters.",
  },
  success: "Thank you very much for your message. We will answer as soon as possible.",
  failure: "Unfortunately an error occurred during the transmission of your message. Please try again later!",
  rateLimited: {
    one: "You have sent a lot of messages in a short time. Please try again in a minute.",
    other: "You have sent a lot of messages in a short time. Please try again in {minutes} minutes.",
  },
  tooLarge: "Your message is too large to be transmitted. Please shorten it and try again.",
  forbidden: "This request did not come from our website and was refused. Please use the form on this page.",
};
