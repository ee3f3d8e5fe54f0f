import { Alert, AlertTitle } from '@pm/ui/mui-advanced';
import { Box, Button, Typography } from '@pm/ui/mui-basics';
import { useEffect, useId, useRef } from 'react';

/**
 * The recovery codes of a second step just turned on, shown this once: each works once in place of a code. The
 * panel takes the focus (a screen reader reads it at once) and stays until "I have saved them".
 */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => panel.current?.focus(), []);
  return (
    <Box
      ref={panel}
      tabIndex={-1}
      component="section"
      aria-labelledby={titleId}
      sx={{ display: 'grid', gap: 2, outline: 'none' }}
    >
      <Alert severity="warning">
        <AlertTitle id={titleId}>Your recovery codes</AlertTitle>
        Save these codes somewhere safe (a password manager, or printed). Each one signs you in once if you
        lose your authenticator app or passkey. They are shown only now.
      </Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          pl: 4,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
          gap: 1,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Typography component="span" sx={{ fontFamily: 'inherit', fontSize: 'inherit' }}>
              {code}
            </Typography>
          </li>
        ))}
      </Box>
      <Box>
        <Button variant="contained" onClick={onSaved}>
          I have saved them
        </Button>
      </Box>
    </Box>
  );
}
