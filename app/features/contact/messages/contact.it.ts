import type { Messages } from "#app/i18n/messages/de.ts";

export const contactIt: Messages["contact"] = {
  formLabel: "Modulo di contatto",
  allRequired: "Tutti i campi sono obbligatori.",
  email: {
    label: "Il tuo indirizzo e-mail",
    placeholder: "nome@esempio.it",
    hint: "Ti invieremo la nostra risposta a questo indirizzo.",
  },
  type: {
    legend: "Di cosa si tratta?",
    support: "Problema con l'app",
    press: "Richiesta stampa",
    business: "Richiesta commerciale",
  },
  message: {
    label: "Il tuo messaggio",
    hint: "Almeno {min}, al massimo {max} caratteri.",
  },
  honeypot: "Lascia vuoto questo campo.",
  submit: "Invia messaggio",
  submitting: "Invio in corso …",
  privacyNote: "Usiamo i tuoi dati solo per rispondere al tuo messaggio. Maggiori informazioni nella nostra",
  privacyLink: "informativa sulla privacy",
  errors: {
    summary: "Controlla i dati inseriti:",
    emailRequired: "Inserisci il tuo indirizzo e-mail.",
    emailInvalid: "Inserisci un indirizzo e-mail valido, ad esempio nome@esempio.it.",
    emailTooLong: "L'indirizzo e-mail può avere al massimo {max} caratteri.",
    typeRequired: "Scegli di cosa tratta il tuo messaggio.",
    messageRequired: "Scrivici un messaggio.",
    messageTooShort: "Il tuo messaggio è troppo breve: scrivi almeno {min} caratteri.",
    messageTooLong: "Il tuo messaggio è troppo lungo: scrivi al massimo {max} caratteri.",
  },
  success: "Grazie mille per il tuo messaggio! Ti risponderemo il prima possibile.",
  failure: "Purtroppo si è verificato un errore durante l'invio del tuo messaggio. Riprova più tardi!",
  rateLimited: {
    one: "Hai inviato molti messaggi in poco tempo. Riprova tra un minuto.",
    other: "Hai inviato molti messaggi in poco tempo. Riprova tra {minutes} minuti.",
  },
  tooLarge: "Il tuo messaggio è troppo grande per essere inviato. Accorcialo e riprova.",
  forbidden: "Questa richiesta non proviene dal nostro sito ed è stata rifiutata. Usa il modulo di questa pagina.",
};
