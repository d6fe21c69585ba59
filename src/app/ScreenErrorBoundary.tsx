import { Component, type ReactNode } from 'react';
import { Alert, Button, Container, Section, Text } from '@ds';
import { GENERIC_ERROR } from '@/api';

type Props = { children: ReactNode; resetKey: string };
type State = { failed: boolean };

export const SCREEN_LOAD_FAILED = 'This page could not be shown.';

/**
 * A screen that throws while rendering, or whose chunk fails to download (a dropped connection,
 * or a deploy that replaced the chunk), shows an error with a way out instead of an empty page.
 * React still needs a class for this. Moving to another route clears it.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) {
      this.setState({ failed: false });
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container size={3}>
        <Section size={2}>
          <Alert variant="error" title={SCREEN_LOAD_FAILED}>
            <Text size="2" css={{ marginBottom: '$2' }}>
              {GENERIC_ERROR} Check your connection and try again.
            </Text>
            {/* A fresh load fetches the current chunks, which also heals a chunk a deploy removed. */}
            <Button size={1} variant="outline" onClick={() => window.location.reload()}>
              Try Again
            </Button>
          </Alert>
        </Section>
      </Container>
    );
  }
}
