/** The Terms of Service, full screen, closed by Close or the corner icon (docs/requirements/accounts.md §2, §9). */
import { AppBar, Box, Button, Dialog, IconButton, Toolbar, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from '../public/texts';

export const SUPPORT_EMAIL = 'support@papered.local';

const SECTIONS: Array<[string, string]> = [
  [
    'Eligibility',
    'You must be at least 18 years old to create an account and use Papered. By creating an account you confirm that you meet this requirement.',
  ],
  [
    'Account Registration and Responsibility',
    'You agree to give accurate, current and complete information when you register and to keep it up to date. You are responsible for keeping your password confidential and for all activity under your account; tell us at once of any unauthorised use.',
  ],
  [
    'Intellectual Property',
    'Papered, its software, designs, mockups and content are owned by us or our licensors. We grant you a limited, personal, non-commercial, non-transferable and revocable licence to use the service as these terms allow. You keep the rights to the artwork you upload and grant us the rights needed to print and show it for you.',
  ],
  [
    'Limitation of Liability',
    'The service is provided "as is". To the fullest extent the law allows, we are not liable for indirect, incidental, special or consequential damages, or for lost profits or data, and our total liability is limited to the amounts you paid us in the twelve months before the claim.',
  ],
  [
    'Venue and Choice of Law',
    'These terms are governed by the laws of the State of Arizona, and disputes are heard in the courts located in Arizona, except claims under the Americans with Disabilities Act, which are heard in Pennsylvania.',
  ],
  [
    'Changes to Terms',
    'We may change these terms. We will post the new terms in the app and, for material changes, tell you by email. Using the service after a change means you accept the new terms.',
  ],
  ['Contact', `Questions about these terms? Write to us at ${SUPPORT_EMAIL}.`],
];

/** The dialog's frame is in the chosen language; the terms themselves are the binding English text. */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby="terms-title">
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar>
          <Typography id="terms-title" variant="h6" sx={{ flex: 1 }}>
            {translate('auth.terms_of_service')}
          </Typography>
          <IconButton edge="end" aria-label={translate('auth.close_terms')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ maxWidth: 760, mx: 'auto', p: 3 }}>
        {SECTIONS.map(([heading, text]) => (
          <Box key={heading} component="section" sx={{ mb: 3 }}>
            <Typography variant="h6" component="h2">
              {heading}
            </Typography>
            <Typography>{text}</Typography>
          </Box>
        ))}
        <Button variant="contained" onClick={onClose}>
          {translate('auth.close')}
        </Button>
      </Box>
    </Dialog>
  );
}
