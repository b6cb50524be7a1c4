import { zhCN } from '@nocturne/core';

export default function FeedbackPage() {
  return <h1>{zhCN.feedback.title}</h1>;
}
