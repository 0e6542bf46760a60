import { useLoaderData } from "react-router";

const QUESTIONS = 20;

export function meta() {
  return [{ title: "Anchor" }, { name: "description", content: "A minimal React Router page for the audit to compare with." }];
}

/** Twenty questions and answers from the loader: page data about the size of a short FAQ. */
export function loader() {
  return {
    questions: Array.from({ length: QUESTIONS }, (_, i) => ({
      id: i + 1,
      question: `Question ${i + 1}: how does this work?`,
      answer: `Answer ${i + 1}. A paragraph of plain text, long enough to wrap over a couple of lines on a phone's screen.`,
    })),
  };
}

export default function Home() {
  const { questions } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Anchor</h1>
      {questions.map((q) => (
        <details key={q.id}>
          <summary>{q.question}</summary>
          <p>{q.answer}</p>
        </details>
      ))}
    </main>
  );
}
