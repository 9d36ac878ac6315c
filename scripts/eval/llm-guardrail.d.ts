/** llm_guardrail ships no types; these are the two checks the evaluation calls (see its index.js). */
declare module 'llm_guardrail' {
  export interface GuardrailResult {
    allowed: boolean;
    detected: boolean;
    prediction: number;
    confidence: number;
  }
  export function checkInjection(prompt: string): Promise<GuardrailResult>;
  export function checkJailbreak(prompt: string): Promise<GuardrailResult>;
}
