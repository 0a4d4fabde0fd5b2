/**
 * The request a unit test's code sent through fetch (jest-fetch-mock), by the order of the calls
 * (-1 for the last one). A request that was never sent fails the test by saying so.
 */
import fetchMock from "jest-fetch-mock";

export function sentRequest(index: number): Request {
    const call = fetchMock.mock.calls.at(index);
    if (!call) throw new Error(`No request ${index}: ${fetchMock.mock.calls.length} were sent.`);
    return call[0] as Request;
}
