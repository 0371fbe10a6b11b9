/** "Sandbox" badge shown when the API is the sandbox. Placeholder: renders nothing. */
export function SandboxBadge() {
  return null;
}
