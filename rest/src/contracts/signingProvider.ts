// The external signature provider (part 2 §4 "an external signature provider has a processing step and a retry step";
// §7 processSignicatContracts, retryProcessSignicatContracts). Every provider step goes through this one interface.
// There is no provider to reach here, so the product ships a local implementation (README: "Contract signing"):
// sending registers the request under a local reference, processing reports the employee as signed with the name on
// file, and retrying processes a failed request again. A real provider (Signicat) would implement the same interface.
export interface SigningRequest {
  contractId: number;
  employeeName: string;
  employeeEmail: string | null;
  message: string | null;
}

export type ProviderAnswer =
  { state: 'pending' } | { state: 'signed'; signerName: string } | { state: 'failed'; reason: string };

export interface SigningProvider {
  /** Hands a sent contract to the provider; answers the provider's reference. */
  send(request: SigningRequest): Promise<string>;
  /** Asks the provider how the request stands. */
  process(reference: string, request: SigningRequest): Promise<ProviderAnswer>;
}

export const localSigningProvider: SigningProvider = {
  async send(request) {
    return `local-${request.contractId}`;
  },
  async process(reference, request) {
    if (!reference.startsWith('local-')) return { state: 'failed', reason: 'Unknown reference' };
    return { state: 'signed', signerName: request.employeeName };
  },
};

let provider: SigningProvider = localSigningProvider;

export const signingProvider = (): SigningProvider => provider;

/** Tests (and a deployment with a real provider) swap the implementation. */
export function useSigningProvider(next: SigningProvider): void {
  provider = next;
}
